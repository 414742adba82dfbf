// One form input per widget. file and image are the uploaders of components/Upload (the value is
// the comma-separated stored paths); richtext, markdown and code the editors of components/Editors
// (loaded on first use); user, depart and record the pickers of components/Pickers.
// The inputs live in sibling modules: PlainInput, TypedNumberInput (money, chainage) and
// WidgetInputs (cron and the widgets of their own components).
import type { ReactNode } from 'react';
import { Box, FormHelperText } from '@mui/material';
import { isChainage, isMoney } from './fields';
import type { Props } from './fieldInputProps';
import { PlainInput } from './PlainInput';
import { TypedNumberInput } from './TypedNumberInput';
import { TreeSelect } from './TreeSelect';
import { CronFieldInput, EditorInput, PickerInput, SelectInput, UploadInput } from './WidgetInputs';
import { PopupInput } from './PopupInput';

export const FieldInput = (props: Props) => {
    const { field: f } = props;
    if (isMoney(f) || isChainage(f)) return <TypedNumberInput {...props} />;
    if (f.widget === 'cron') return <CronFieldInput {...props} />;
    const own = ownWidget(props);
    if (!own) return <PlainInput {...props} />;
    // These widgets show only their own error text: the hint goes under them.
    if (!props.hint) return own;
    return (
        <Box>
            {own}
            {!props.error && <FormHelperText sx={{ mx: 1.75 }}>{props.hint}</FormHelperText>}
        </Box>
    );
};

/** The widgets of their own components; null for the plain inputs. */
const ownWidget = (props: Props): ReactNode => {
    const { field: f } = props;
    if (f.widget === 'tree' && f.dict) return <TreeSelect {...props} />;
    if (f.widget === 'file' || f.widget === 'image') return <UploadInput {...props} />;
    if (f.widget === 'richtext' || f.widget === 'markdown' || f.widget === 'code') return <EditorInput {...props} />;
    if ((f.widget === 'sel_search' || f.widget === 'list_multi') && f.dict) return <SelectInput {...props} />;
    if (f.widget === 'pca' || f.widget === 'cat_tree') return <SelectInput {...props} />;
    if (f.widget === 'user' || f.widget === 'depart' || (f.widget === 'record' && f.dict)) return <PickerInput {...props} />;
    if (f.widget === 'popup' && f.popup) return <PopupInput {...props} />;
    return null;
};
