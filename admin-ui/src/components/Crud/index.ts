// Generic CRUD pages used by the generated resources (src/resources/<key>/*.gen.ts[x]).
export type {
    CrudField,
    CrudFieldType,
    CrudFormExtra,
    CrudFormExtraContext,
    CrudFormProps,
    CrudListProps,
    CrudQueryMode,
    CrudResource,
    CrudResourceConfig,
    CrudWidget,
} from './types';
export { CrudList } from './CrudList';
export { CrudForm } from './CrudForm';
export { ImportDialog } from './ImportDialog';
export { CrudResourceContext, useCrudResource } from './context';
export { registerCrud, CrudPage } from './register';
export { testPattern, patternMessage, NAMED_PATTERNS } from './patterns';
export { useDictOptions, loadDictOptions } from './dict';
