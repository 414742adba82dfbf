// 掘进日报: the generated list under a 进尺统计 panel (AdvanceStats). The panel follows the header's
// section like the list, and reloads after a record is saved through the list's forms; CrudList
// tells nobody about deletes or imports, so the panel has its own 刷新.
import { useCallback, useMemo, useState, type ComponentType } from 'react';
import { CrudForm, CrudList, CrudResourceContext, useCrudResource, type CrudFormProps, type CrudResource } from '../../components/Crud';
import { AdvanceStats } from './AdvanceStats';
import { config } from './config.gen';

const genericForm = (mode: 'create' | 'edit' | 'show'): ComponentType<CrudFormProps> =>
    function AdvanceForm(p: CrudFormProps) {
        return <CrudForm {...p} config={config} mode={mode} />;
    };

/** A form that reports a save (onClose(true)) to `onSaved` as well. */
const reportingSave = (Form: ComponentType<CrudFormProps>, onSaved: () => void): ComponentType<CrudFormProps> =>
    function SavingForm(p: CrudFormProps) {
        return (
            <Form
                {...p}
                onClose={saved => {
                    p.onClose(saved);
                    if (saved) onSaved();
                }}
            />
        );
    };

export default function List() {
    const [saves, setSaves] = useState(0);
    const saved = useCallback(() => setSaves(n => n + 1), []);

    // The registered resource (generated or hand-written forms), its add/edit forms reporting saves.
    const ctx = useCrudResource();
    const resource = useMemo<CrudResource>(() => {
        const own = ctx && ctx.config.name === config.name ? ctx : null;
        return {
            config,
            list: List,
            create: reportingSave(own?.create ?? genericForm('create'), saved),
            edit: reportingSave(own?.edit ?? genericForm('edit'), saved),
            show: own?.show ?? genericForm('show'),
        };
    }, [ctx, saved]);

    return (
        <>
            <AdvanceStats refreshKey={saves} />
            <CrudResourceContext.Provider value={resource}>
                <CrudList config={config} />
            </CrudResourceContext.Provider>
        </>
    );
}
