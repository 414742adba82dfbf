import { registerPage } from '../../app/pageRegistry';
import { registerResource } from '../../resources/registry';
import { CrudResourceContext } from './context';
import type { CrudResource } from './types';

/** The page of a resource: its list, with its forms reachable through the context. */
export const CrudPage = ({ resource }: { resource: CrudResource }) => {
    const List = resource.list;
    return (
        <CrudResourceContext.Provider value={resource}>
            <List />
        </CrudResourceContext.Provider>
    );
};

/** Registers the API prefix (data provider, canAccess) and the page for the menu component. */
export function registerCrud(r: CrudResource): void {
    const { name, apiPrefix, permPrefix, title, component } = r.config;
    registerResource({ name, apiPrefix, permissionPrefix: permPrefix, title });
    const Page = () => <CrudPage resource={r} />;
    Page.displayName = `CrudPage(${name})`;
    registerPage(component, Page);
}
