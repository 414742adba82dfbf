import { CrudForm, type CrudFormProps } from '../../components/Crud';
import { config } from './config.gen';
import { extra } from './form';

export default function Create(props: CrudFormProps) {
    return <CrudForm {...props} config={config} mode="create" extra={extra} />;
}
