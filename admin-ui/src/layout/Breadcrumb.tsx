import { Link as RouterLink } from 'react-router-dom';
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { config } from '../app/config';
import { landingPath, type MenuEntry } from '../app/menu';

export interface Crumb {
    title: string;
    to?: string;
}

/** 首页 first (a link), then the matched entries; the last one is plain text. */
export const crumbsFor = (trail: MenuEntry[], staticTitle: string | undefined, pathname: string): Crumb[] => {
    const rest: Crumb[] = trail.length
        ? trail.filter(e => e.path !== config.homePath).map(e => ({ title: e.title, to: landingPath(e) }))
        : staticTitle && pathname !== config.homePath
          ? [{ title: staticTitle }]
          : [];
    const all: Crumb[] = [{ title: '首页', to: config.homePath }, ...rest];
    return all.map((c, i) => (i === all.length - 1 ? { title: c.title } : c));
};

export const Breadcrumb = ({ crumbs }: { crumbs: Crumb[] }) => (
    <Breadcrumbs aria-label="面包屑" sx={{ fontSize: 14, mb: 1.5 }} className="aq-breadcrumb">
        {crumbs.map((c, i) =>
            c.to ? (
                <Link key={i} component={RouterLink} to={c.to} underline="hover" color="inherit">
                    {c.title}
                </Link>
            ) : (
                <Typography key={i} color="text.primary" sx={{ fontSize: 14 }} aria-current="page">
                    {c.title}
                </Typography>
            )
        )}
    </Breadcrumbs>
);
