import type { ReactElement } from 'react';
import { registerPage } from '../../app/pageRegistry';
import { registerResource } from '../../resources/registry';
import { CrudForm } from './CrudForm';
import { CrudList } from './CrudList';
import { CrudResourceContext } from './context';
import type { CrudEntry, CrudFormProps, CrudResource, CrudResourceConfig } from './types';

/** The page of a resource: its list, with its forms reachable through the context. */
export const CrudPage = ({ resource }: { resource: CrudResource }) => {
    const List = resource.list;
    return (
        <CrudResourceContext.Provider value={resource}>
            <List />
        </CrudResourceContext.Provider>
    );
};

/**
 * A resource's pages: the hand-written ones the entry names, the generic list and forms of its
 * config for the others.
 */
export function crudResource({ config, ...pages }: CrudEntry): CrudResource {
    const named = <P extends object>(page: (p: P) => ReactElement, kind: string) =>
        Object.assign(page, { displayName: `Crud${kind}(${config.name})` });
    return {
        config,
        list: pages.list ?? named(() => <CrudList config={config} />, 'List'),
        create: pages.create ?? named((p: CrudFormProps) => <CrudForm {...p} config={config} mode="create" />, 'Create'),
        edit: pages.edit ?? named((p: CrudFormProps) => <CrudForm {...p} config={config} mode="edit" />, 'Edit'),
        show: pages.show ?? named((p: CrudFormProps) => <CrudForm {...p} config={config} mode="show" />, 'Show'),
    };
}

/** Registered configs by SQL table, for table dicts ("table,text,code") that need the resource. */
const byTable = new Map<string, CrudResourceConfig>();

/** The config of a registered resource by its SQL table (e.g. "cmis_building"). */
export const crudConfigByTable = (table: string): CrudResourceConfig | undefined => byTable.get(table.trim().toLowerCase());

/** Registers the API prefix (data provider, canAccess) and the page for the menu component. */
export function registerCrud(entry: CrudEntry): CrudResource {
    const r = crudResource(entry);
    const { name, apiPrefix, permPrefix, title, component, table } = r.config;
    registerResource({ name, apiPrefix, permissionPrefix: permPrefix, title });
    if (table) byTable.set(table.trim().toLowerCase(), r.config);
    const Page = () => <CrudPage resource={r} />;
    Page.displayName = `CrudPage(${name})`;
    registerPage(component, Page);
    return r;
}
