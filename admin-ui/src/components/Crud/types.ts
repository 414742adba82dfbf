// Shapes of the generated resource files (config.gen.ts, registry.gen.ts). The Go generator
// writes these literally, so renaming a member here means changing the generator too.
import type { ComponentType, ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';

/**
 * money: yuan, a JSON number (1234.5); chainage: metres, a JSON number (12345.6); decimal: a
 * measured value, a JSON number kept to `scale` decimals, in `unit`
 */
export type CrudFieldType = 'string' | 'int' | 'float' | 'bool' | 'datetime' | 'date' | 'money' | 'chainage' | 'decimal';

export type CrudWidget =
    | 'input'
    | 'textarea'
    | 'number'
    | 'money'
    | 'chainage'
    | 'date'
    | 'datetime'
    | 'select'
    | 'radio'
    | 'checkbox'
    | 'switch'
    | 'tree'
    | 'sel_search'
    | 'list_multi'
    | 'pca'
    | 'cat_tree'
    | 'user'
    | 'depart'
    | 'record'
    | 'file'
    | 'image'
    | 'richtext'
    | 'markdown'
    | 'code'
    | 'password'
    | 'cron'
    | 'popup';

/** The online report a popup field picks a row of (JPopup): orgFields fill destFields, this field among them. */
export interface CrudPopup {
    code: string;
    orgFields: string;
    destFields: string;
}

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
    /** async check through GET /sys/duplicate/check; `scope` (UniqueIn): the fields whose form values
     *  go with it, the value being unique only among the records that share them */
    unique?: UniqueCheck;
    maxLength?: number;
    /** smallest allowed number (number, money, chainage) */
    min?: number;
    /** largest allowed number */
    max?: number;
    /** file / image: files kept (the latest N) */
    maxFiles?: number;
    /** decimal: the decimals kept and shown (absent: 0) */
    scale?: number;
    /** decimal: the unit ("mm"), shown after the label in headers and at the end of the input */
    unit?: string;
    /** filled by the server (a grade, a reply): read-only on the detail dialog and the printed sheet */
    detail?: boolean;
    /** a child table's field: the value may not repeat among the rows of one parent (the grid's unique rule) */
    uniqueInMain?: true;
    /** The fill rule (编码规则) whose value the add form starts with. */
    fillRule?: string;
    /** The check rule (校验规则) the value passes (checked as typed, again on save). */
    checkRule?: string;
    /** a popup field: the online report its picker fills it (and other fields) from */
    popup?: CrudPopup;
    /** worked out by the server while the condition holds: read-only on the form, with the hint under it */
    derived?: CrudFormCond & { hint: string };
    /** on the form only while the condition holds (the fields of one kind of record); hidden, it is sent empty */
    shownWhen?: CrudFormCond;
}

/** A condition on another form field: it holds one of `values`, or any value when none are given. */
export interface CrudFormCond {
    /** the other field's property */
    field: string;
    values?: string[];
}

/** A field's duplicate check: its table and column, and the properties of its scope (UniqueIn). */
export interface UniqueCheck {
    table: string;
    field: string;
    scope?: string[];
}

export interface CrudResourceConfig {
    /** react-admin resource name, e.g. "sysRole" */
    name: string;
    title: string;
    /** e.g. "/sys/role" */
    apiPrefix: string;
    /** the SQL table, e.g. "cmis_building" (a table dict "table,text,code" names it) */
    table: string;
    /** button codes: "<permPrefix>:add" … */
    permPrefix: string;
    /** menu component the page answers, e.g. "system/RoleUserList" */
    component: string;
    import: boolean;
    export: boolean;
    /**
     * a tree entity: the list shows the roots and loads children lazily ({prefix}/childList),
     * the whole tree is at {prefix}/queryTreeList
     */
    tree?: CrudTree;
    /** records carry sectionId/engineeringId: lists follow the header's section chooser */
    sectionScoped?: boolean;
    /** the record prints as an A4 form: its title and the signature boxes under the table */
    print?: { title: string; signatures?: string[] };
    fields: CrudField[];
    /**
     * one-to-many child tables: the form gets a grid tab per child, saved with the parent in one
     * request (the rows under `listKey` of the add/edit body)
     */
    children?: CrudChild[];
    /**
     * the record's life, declared in the schema (crud.Steps): its states, the steps between them
     * (row buttons, POST {apiPrefix}/transition {id, action, ...inputs}) and the states that allow
     * 编辑 / 删除
     */
    steps?: CrudSteps;
    /** A business page whose records only who filed them (or who holds `<perm>:others`) changes and deletes. */
    owned?: boolean;
}

/** A record's state machine (the generator's stepsCfg). */
export interface CrudSteps {
    /** the state property, e.g. "status" */
    field: string;
    states: CrudStepState[];
    /** code suffix: who holds `${permPrefix}:${deleteAny}` deletes in any state */
    deleteAny?: string;
    moves: CrudStepMove[];
}

export interface CrudStepState {
    value: string;
    text: string;
    /** the record may be edited in this state */
    edit?: boolean;
    /** the record may be deleted in this state */
    delete?: boolean;
}

/** One step: a row button in the `from` states for who holds `${permPrefix}:${right}`. */
export interface CrudStepMove {
    /** the request's action */
    action: string;
    /** the button and the dialog title, e.g. 开始整改 */
    name: string;
    from: string[];
    to: string;
    /** code suffix of the right the step needs */
    right: string;
    /** ask before a step without inputs */
    confirm?: boolean;
    /** a refusal: shown in the warning colour */
    warn?: boolean;
    /** taken by the bound approval flow: no button while the row's flow runs */
    flow?: boolean;
    /** the fields the step asks for, in a dialog */
    inputs?: CrudStepInput[];
}

export interface CrudStepInput {
    /** the body property */
    name: string;
    label: string;
    widget: CrudWidget;
    required?: boolean;
    /** characters */
    maxLength?: number;
    /** image / file: files kept */
    maxFiles?: number;
}

/** A child table edited in the parent's form (JeecgBoot's one-to-many "xxxList"). */
export interface CrudChild {
    /** the child resource's name, e.g. "cmisShotcreteMeasure" */
    name: string;
    /** the tab's title, e.g. "实测点" */
    title: string;
    /** the add/edit body property holding the rows, e.g. "cmisShotcreteMeasureList" (JeecgBoot's xxxList) */
    listKey: string;
    /** the child's property holding the parent id; the server fills it, never a grid column */
    mainField: string;
    /** GET this with ?id=<parent id> → { success, result: rows[] } (JeecgBoot's queryXxxByMainId) */
    byMainId: string;
    /** the child's fields (same CrudField shape as a resource's); those with form: true are the grid's columns */
    fields: CrudField[];
}

export interface CrudTree {
    /** the property holding the parent id ("0" or "" at the root), e.g. "pid" */
    parent: string;
    /** the property a node shows, e.g. "name" */
    title: string;
    /** deleting a node deletes the nodes below it (the confirm says so) */
    subtree?: boolean;
}

export interface CrudFormProps {
    config?: CrudResourceConfig;
    mode?: 'create' | 'edit' | 'show';
    id?: string;
    /** the list row; without it an edit/show form loads {prefix}/queryById */
    record?: Record<string, unknown>;
    /**
     * starting values of a new record; those that are not form inputs (e.g. the parent id of a
     * child list) are sent with the add as they are
     */
    defaults?: Record<string, unknown>;
    /** inputs and body properties a hand-written form adds to the generated ones */
    extra?: CrudFormExtra;
    open: boolean;
    onClose: (saved: boolean) => void;
}

/** What an added input sees: the form it belongs to. */
export interface CrudFormExtraContext {
    mode: 'create' | 'edit' | 'show';
    /** the react-hook-form form of the dialog (control, getValues, trigger …) */
    form: UseFormReturn<Record<string, unknown>>;
    /** detail: every input is read-only */
    readOnly: boolean;
    record?: Record<string, unknown>;
    /** the child tables' grids of a one-to-many form (config.children), by the child's name */
    children?: {
        rows(name: string): Record<string, unknown>[];
        setRows(name: string, rows: Record<string, unknown>[]): void;
    };
}

/**
 * The extension point of CrudForm for hand-written Create/Edit/Show pages: inputs bound to the
 * same form (with their own validation rules), their starting values, and the request body.
 */
export interface CrudFormExtra {
    /**
     * starting values of the added inputs on edit/detail, awaited before the form shows;
     * a rejection closes the dialog (the loader reports its own errors)
     */
    load?: (id: string, record?: Record<string, unknown>) => Promise<Record<string, unknown>>;
    /** inputs placed right after a generated field, by its name */
    after?: Record<string, (ctx: CrudFormExtraContext) => ReactNode>;
    /** inputs after all generated ones */
    render?: (ctx: CrudFormExtraContext) => ReactNode;
    /** the body of add/edit, from the generated one and every form value */
    payload?: (body: Record<string, unknown>, values: Record<string, unknown>, mode: 'create' | 'edit') => Record<string, unknown>;
}

export interface CrudListProps {
    config: CrudResourceConfig;
    /** fixed query parameters sent with list and export (e.g. a parent id) */
    params?: Record<string, string | number>;
    /** starting values of 新增 (e.g. the same parent id) */
    createDefaults?: Record<string, unknown>;
    /** starting sort of the table (default createTime desc) */
    sort?: { column: string; order: 'asc' | 'desc' };
    /** extra toolbar content after the standard buttons */
    toolbar?: ReactNode;
    /** extra per-row actions after 编辑 / 详情 / 删除 and the steps of config.steps */
    rowActions?: (record: Record<string, any>, reload: () => void) => ReactNode;
    /** custom cell rendering by field name */
    render?: Record<string, (record: Record<string, any>) => ReactNode>;
    /** whether a row offers 编辑 (default all; with config.steps also only where the state allows; the server refuses the others anyway) */
    canEdit?: (record: Record<string, any>) => boolean;
    /** whether a row offers 删除 (default all; with config.steps also only where the state allows; the server refuses the others anyway) */
    canDelete?: (record: Record<string, any>) => boolean;
}

/** A resource's pages: its list (the menu page) and its forms, which the list opens. */
export interface CrudResource {
    config: CrudResourceConfig;
    list: ComponentType;
    create: ComponentType<CrudFormProps>;
    edit: ComponentType<CrudFormProps>;
    show: ComponentType<CrudFormProps>;
}

/**
 * A resource as registry.gen.ts names it: its config and the hand-written pages (List.tsx,
 * Create.tsx, Edit.tsx, Show.tsx beside its config.gen.ts) that replace the generic ones.
 */
export type CrudEntry = Pick<CrudResource, 'config'> & Partial<Omit<CrudResource, 'config'>>;
