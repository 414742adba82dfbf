// Pickers: user, department and record pickers, and the setup selects (engineering, section, building).
export { UserPicker, USER_PICKER_WIDTH, type PickedUser, type UserPickerProps } from './UserPicker';
export { DepartPicker, DEPART_PICKER_WIDTH, DEPART_PLACEHOLDER, type DepartPickerProps } from './DepartPicker';
export { RecordPicker, RECORD_PICKER_WIDTH, recordSource, type RecordPickerProps } from './RecordPicker';
export { EngineeringSelect, SectionSelect, BuildingSelect } from './SetupSelects';
export { splitValue, type PickerFieldProps, type PickColumn } from './common';
export { clearDepartTree } from './departTree';
