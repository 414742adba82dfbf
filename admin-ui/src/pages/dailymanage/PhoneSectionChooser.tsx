import { useEffect } from 'react';
import { SECTION_ID_KEY, SECTION_OBJ_KEY, announceSection } from '../../components/Crud';
import { CALENDAR_PATH, SectionChooser } from '../../layout/SectionChooser';

/**
 * The header's chooser in the page; leaving clears the choice, as the header's does off this
 * page (a phone has no chooser elsewhere to clear it with).
 */
export const PhoneSectionChooser = () => {
    useEffect(
        () => () => {
            localStorage.removeItem(SECTION_ID_KEY);
            localStorage.removeItem(SECTION_OBJ_KEY);
            announceSection('');
        },
        []
    );
    return <SectionChooser pathname={CALENDAR_PATH} />;
};
