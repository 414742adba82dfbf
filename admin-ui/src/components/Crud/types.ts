// Shapes of the generated resource files (config.gen.ts, index.gen.ts). The Go generator
// writes these literally, so renaming a member here means changing the generator too.
import type { ComponentType, ReactNode } from 'react';

export type CrudFieldType = 'string' | 'int' | 'float' | 'bool' | 'datetime' | 'date';

export type CrudWidget =
    | 'input'
    | 'textarea'
    | 'number'
    | 'money'
    | 'date'
    | 'datetime'
    | 'select'
    | 'radio'
    | 'checkbox'
    | 'switch'
    | 'tree'
    | 'user'
    | 'depart'
    | 'record'
    | 'file'
    | 'image'
    | 'richtext'
    | 'password';

export type CrudQueryMode = 'exact' | 'like' | 'range' | 'multi';

export interface CrudField {
    /** JSON property (camelCase) */
    name: string;
    label: string;
    type: CrudFieldType;
    widget: CrudWidget;
    /** dict code ("sex") or table dict "table,text,code" */
    dict?: string;
    /** shown in the filter bar */
    query?: CrudQueryMode;
    /** absent → not a list column */
    list?: { width?: number; sortable?: boolean };
    /** on the add/edit/detail form */
    form?: boolean;
    readOnlyOnEdit?: boolean;
    required?: boolean;
    /** named pattern of the spec (see patterns.ts) or a custom regex */
    pattern?: string;
    patternMessage?: string;
    /** async check through GET /sys/duplicate/check */
    unique?: { table: string; field: string };
    maxLength?: number;
}

export interface CrudResourceConfig {
    /** react-admin resource name, e.g. "sysRole" */
    name: string;
    title: string;
    /** e.g. "/sys/role" */
    apiPrefix: string;
    /** button codes: "<permPrefix>:add" … */
    permPrefix: string;
    /** menu component the page answers, e.g. "system/RoleUserList" */
    component: string;
    import: boolean;
    export: boolean;
    fields: CrudField[];
}

export interface CrudFormProps {
    config?: CrudResourceConfig;
    mode?: 'create' | 'edit' | 'show';
    id?: string;
    /** the list row; without it an edit/show form loads {prefix}/queryById */
    record?: Record<string, unknown>;
    /** starting values of a new record (e.g. the parent id of a child list) */
    defaults?: Record<string, unknown>;
    open: boolean;
    onClose: (saved: boolean) => void;
}

export interface CrudListProps {
    config: CrudResourceConfig;
    /** fixed query parameters sent with list and export (e.g. a parent id) */
    params?: Record<string, string | number>;
    /** starting values of 新增 (e.g. the same parent id) */
    createDefaults?: Record<string, unknown>;
    /** extra toolbar content after the standard buttons */
    toolbar?: ReactNode;
    /** extra per-row actions after 编辑 / 详情 / 删除 */
    rowActions?: (record: Record<string, any>, reload: () => void) => ReactNode;
    /** custom cell rendering by field name */
    render?: Record<string, (record: Record<string, any>) => ReactNode>;
}

export interface CrudResource {
    config: CrudResourceConfig;
    list: ComponentType;
    create: ComponentType<CrudFormProps>;
    edit: ComponentType<CrudFormProps>;
    show: ComponentType<CrudFormProps>;
}
