import type { CrudFormProps } from '../../components/Crud';
import { UserForm } from './UserForm';

export default function Edit(props: CrudFormProps) {
    return <UserForm {...props} mode="edit" />;
}
