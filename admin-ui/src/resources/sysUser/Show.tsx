import type { CrudFormProps } from '../../components/Crud';
import { UserForm } from './UserForm';

export default function Show(props: CrudFormProps) {
    return <UserForm {...props} mode="show" />;
}
