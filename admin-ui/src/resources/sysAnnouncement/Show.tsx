import { CrudForm, type CrudFormProps } from '../../components/Crud';
import { extra, showConfig } from './form';

export default function Show(props: CrudFormProps) {
    return <CrudForm {...props} config={showConfig} mode="show" extra={extra} />;
}
