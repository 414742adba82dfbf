import { Navigate } from 'react-router-dom';
import { landingPath, type MenuEntry } from '../app/menu';
import { resolvePage } from '../app/pageRegistry';
import { IframePage } from './IframePage';
import { PageMissing } from './PageMissing';
import { PlaceholderPage } from './PlaceholderPage';

/** The element of a menu route: the registered page, an iframe, a group redirect, or 页面不存在. */
export const MenuPage = ({ entry }: { entry: MenuEntry }) => {
    if (entry.isIframe && entry.url) return <IframePage entry={entry} />;
    if (entry.isLayout) {
        const to = landingPath(entry);
        return to !== entry.path ? <Navigate to={to} replace /> : <PlaceholderPage title={entry.title} />;
    }
    const Page = resolvePage(entry.component);
    return Page ? <Page entry={entry} /> : <PageMissing entry={entry} />;
};
