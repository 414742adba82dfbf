// Resource name → API prefix (and permission prefix). Generated pages register themselves
// here; an unregistered resource uses its own name as the prefix.
export interface ResourceConfig {
    /** react-admin resource name, e.g. "sysUser" */
    name: string;
    /** API prefix without base path, e.g. "/sys/user" */
    apiPrefix: string;
    /** button permission prefix, e.g. "user" → "user:add" */
    permissionPrefix?: string;
    /** Chinese title */
    title?: string;
}

const resources = new Map<string, ResourceConfig>();

export const registerResource = (cfg: ResourceConfig): void => {
    resources.set(cfg.name, { ...cfg, apiPrefix: '/' + cfg.apiPrefix.replace(/^\/+|\/+$/g, '') });
};

export const getResourceConfig = (name: string): ResourceConfig | undefined => resources.get(name);

export const apiPrefixOf = (name: string): string =>
    resources.get(name)?.apiPrefix ?? '/' + name.replace(/^\/+|\/+$/g, '');
