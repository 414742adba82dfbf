// The report definition's form: the generated one with SQL解析 under the SQL.
import type { CrudFormExtra } from '../../components/Crud';
import { SqlParseButton } from './SqlParseButton';

export const extra: CrudFormExtra = {
    after: { cgrSql: ctx => <SqlParseButton ctx={ctx} /> },
};
