// Generic CRUD pages of the generated resources (src/resources/<key>/config.gen.ts, registry.gen.ts).
export type {
    CrudField,
    CrudFieldType,
    CrudFormExtra,
    CrudFormExtraContext,
    CrudFormProps,
    CrudListProps,
    CrudQueryMode,
    CrudEntry,
    CrudResource,
    CrudResourceConfig,
    CrudStepInput,
    CrudStepMove,
    CrudSteps,
    CrudStepState,
    CrudTree,
    CrudWidget,
} from './types';
export { CrudList } from './CrudList';
export { RowSteps, stepGuard } from './RowSteps';
export { overdueState } from './OverdueState';
export { CrudForm } from './CrudForm';
export { ImportDialog } from './ImportDialog';
export { CrudResourceContext, useCrudResource } from './context';
export { registerCrud, crudResource, CrudPage, crudConfigByTable } from './register';
export {
    SECTION_EVENT,
    SECTION_ID_KEY,
    SECTION_OBJ_KEY,
    announceSection,
    readHeaderSection,
    sectionDefaults,
    sectionParams,
    useHeaderSection,
    type HeaderSection,
} from './section';
export { TreeSelect, TREE_ROOT, TREE_ROOT_LABEL } from './TreeSelect';
export { cellText, fieldTitle, formatValue, isChainage, isDecimal, isMoney } from './fields';
export { testPattern, patternMessage, NAMED_PATTERNS } from './patterns';
export { useDictOptions, loadDictOptions } from './dict';
