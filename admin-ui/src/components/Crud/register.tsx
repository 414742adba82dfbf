import { registerPage } from '../../app/pageRegistry';
import { registerResource } from '../../resources/registry';
import { CrudResourceContext } from './context';
import type { CrudResource, CrudResourceConfig } from './types';

/** The page of a resource: its list, with its forms reachable through the context. */
export const CrudPage = ({ resource }: { resource: CrudResource }) => {
    const List = resource.list;
    return (
        <CrudResourceContext.Provider value={resource}>
            <List />
        </CrudResourceContext.Provider>
    );
};

/** Registered configs by SQL table, for table dicts ("table,text,code") that need the resource. */
const byTable = new Map<string, CrudResourceConfig>();

/** The config of a registered resource by its SQL table (e.g. "cmis_building"). */
export const crudConfigByTable = (table: string): CrudResourceConfig | undefined => byTable.get(table.trim().toLowerCase());

/** Registers the API prefix (data provider, canAccess) and the page for the menu component. */
export function registerCrud(r: CrudResource): void {
    const { name, apiPrefix, permPrefix, title, component, table } = r.config;
    registerResource({ name, apiPrefix, permissionPrefix: permPrefix, title });
    if (table) byTable.set(table.trim().toLowerCase(), r.config);
    const Page = () => <CrudPage resource={r} />;
    Page.displayName = `CrudPage(${name})`;
    registerPage(component, Page);
}
