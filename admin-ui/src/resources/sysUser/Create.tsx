import type { CrudFormProps } from '../../components/Crud';
import { UserForm } from './UserForm';

export default function Create(props: CrudFormProps) {
    return <UserForm {...props} mode="create" />;
}
