import { CrudForm, type CrudFormProps } from '../../components/Crud';
import { CREATE_DEFAULTS, extra, formConfig } from './form';

export default function Create(props: CrudFormProps) {
    return <CrudForm {...props} config={formConfig} mode="create" defaults={{ ...CREATE_DEFAULTS, ...props.defaults }} extra={extra} />;
}
