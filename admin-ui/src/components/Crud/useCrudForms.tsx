import { useMemo, type ComponentType } from 'react';
import { useCrudResource } from './context';
import { CrudForm } from './CrudForm';
import type { CrudFormProps, CrudResourceConfig } from './types';

/** The 新增 / 编辑 / 详情 form components of a list. */
export const useCrudForms = (config: CrudResourceConfig) => {
    // Generated (or hand-overridden) forms from the registered resource; the generic form otherwise.
    const ctx = useCrudResource();
    const own = ctx && ctx.config.name === config.name ? ctx : null;
    return useMemo(() => {
        const generic = (mode: 'create' | 'edit' | 'show'): ComponentType<CrudFormProps> =>
            function GenericForm(p: CrudFormProps) {
                return <CrudForm {...p} config={config} mode={mode} />;
            };
        return {
            create: own?.create ?? generic('create'),
            edit: own?.edit ?? generic('edit'),
            show: own?.show ?? generic('show'),
        };
    }, [own, config]);
};
