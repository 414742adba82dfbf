import { CrudForm, type CrudFormProps } from '../../components/Crud';
import { extra, formConfig } from './form';

export default function Edit(props: CrudFormProps) {
    return <CrudForm {...props} config={formConfig} mode="edit" extra={extra} />;
}
