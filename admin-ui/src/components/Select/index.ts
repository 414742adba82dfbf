// Select widgets of the generator (issue 12): dictionary search, table and category trees,
// area linkage, multi-select, Y/N switch and list-cell tags.
export { SearchSelect, SEARCH_DEBOUNCE_MS, SEARCH_PLACEHOLDER, type SearchSelectProps } from './SearchSelect';
export { DictTreeSelect, type DictTreeSelectProps } from './DictTreeSelect';
export { CategorySelect, type CategorySelectProps } from './CategorySelect';
export { TreePicker, toTreeNodes, type TreeNode, type TreePickerProps } from './TreePicker';
export { AreaLinkage, BAD_TYPE, type AreaLinkageProps } from './AreaLinkage';
export { AREA_ROOT, areaText, buildAreas, loadAreas, useAreas, type AreaData, type AreaNode } from './area';
export { MultiSelectDict, type MultiSelectDictProps } from './MultiSelectDict';
export { SwitchYN, SWITCH_OFF_TEXT, SWITCH_ON_TEXT, type SwitchYNProps } from './SwitchYN';
export { DictTag, type DictTagOption, type DictTagProps } from './DictTag';
export { CONDITION_ERROR, DICT_CODE_EMPTY, joinValues, splitValues, type SelectWidgetProps } from './common';
