import { useHasPermission } from '../HasPermission';
import type { CrudResourceConfig } from './types';

/** What the user may do on a list: its toolbar buttons and row actions (no permPrefix: all). */
export const useCrudPerms = (config: CrudResourceConfig) => {
    const can = useHasPermission();
    const allowed = (action: string) => !config.permPrefix || can(`${config.permPrefix}:${action}`);
    const perms = {
        add: allowed('add'),
        edit: allowed('edit'),
        delete: allowed('delete'),
        batchDelete: allowed('batch_delete'),
        export: config.export && allowed('export'),
        import: config.import && allowed('import'),
    };
    return { can, perms };
};

export type CrudPerms = ReturnType<typeof useCrudPerms>['perms'];
