// One record as a Chinese paper form: title, header line, bordered label/value table and the
// signature boxes. Plain elements styled by print.css (it is mounted outside the MUI theme).
import { useDictOptions } from '../Crud/dict';
import { fieldTitle } from '../Crud/fields';
import type { CrudField, CrudResourceConfig } from '../Crud/types';
import { renderMarkdown, sanitizeHtml } from '../Editors/safeHtml';
import { fileNameOf, splitPaths, staticUrl } from '../Upload/upload';
import { hasDictText, isWide, sheetLayout, sheetText } from './sheet';
import './print.css';

type Rec = Record<string, unknown>;

export interface PrintSheetProps {
    config: CrudResourceConfig;
    record: Rec;
}

const Value = ({ field: f, record }: { field: CrudField; record: Rec }) => {
    // The login cache or the preloaded answer (printRecord waits for it) names what the server did not.
    const options = useDictOptions(f.dict && !hasDictText(f, record) ? f.dict : undefined);
    const raw = record[f.name];
    if (f.widget === 'image')
        return (
            <>
                {splitPaths(raw).map(p => (
                    <img key={p} className="aq-print-thumb" src={staticUrl(p)} alt={fileNameOf(p)} />
                ))}
            </>
        );
    if (f.widget === 'file') return <>{splitPaths(raw).map(fileNameOf).join('、')}</>;
    if (f.widget === 'richtext' || f.widget === 'markdown') {
        const html = f.widget === 'richtext' ? sanitizeHtml(String(raw ?? '')) : renderMarkdown(String(raw ?? ''));
        return <div className="aq-print-html" dangerouslySetInnerHTML={{ __html: html }} />;
    }
    return <>{sheetText(f, record, options)}</>;
};

const Pair = ({ field, record, span }: { field: CrudField; record: Rec; span?: number }) => (
    <>
        <th scope="row">{fieldTitle(field)}</th>
        <td colSpan={span} data-field={field.name}>
            <Value field={field} record={record} />
        </td>
    </>
);

const SIGNATURES_PER_ROW = 2;

export const PrintSheet = ({ config, record }: PrintSheetProps) => {
    const title = config.print?.title ?? config.title;
    const { left, right, rows } = sheetLayout(config, record);
    const signatures = config.print?.signatures ?? [];
    const signRows: string[][] = [];
    for (let i = 0; i < signatures.length; i += SIGNATURES_PER_ROW) signRows.push(signatures.slice(i, i + SIGNATURES_PER_ROW));
    return (
        <article className="aq-print-sheet" aria-label={title}>
            <h1 className="aq-print-title">{title}</h1>
            {(left.length > 0 || right) && (
                <div className="aq-print-header">
                    <span>
                        {left.map(f => (
                            <span key={f.name} className="aq-print-header-item">
                                {f.label}：<Value field={f} record={record} />
                            </span>
                        ))}
                    </span>
                    {right && (
                        <span className="aq-print-header-item">
                            {right.label}：<Value field={right} record={record} />
                        </span>
                    )}
                </div>
            )}
            <table className="aq-print-table">
                <colgroup>
                    <col className="aq-print-label-col" />
                    <col />
                    <col className="aq-print-label-col" />
                    <col />
                </colgroup>
                <tbody>
                    {rows.map(row => (
                        <tr key={row.map(f => f.name).join()} className={row.length === 1 && isWide(row[0]) ? 'aq-print-wide' : undefined}>
                            {row.length === 2 ? (
                                <>
                                    <Pair field={row[0]} record={record} />
                                    <Pair field={row[1]} record={record} />
                                </>
                            ) : (
                                <Pair field={row[0]} record={record} span={3} />
                            )}
                        </tr>
                    ))}
                </tbody>
            </table>
            {signRows.length > 0 && (
                <table className="aq-print-signs">
                    <tbody>
                        {signRows.map(row => (
                            <tr key={row.join()}>
                                {row.map(unit => (
                                    <td key={unit} colSpan={SIGNATURES_PER_ROW + 1 - row.length}>
                                        <div className="aq-print-sign-unit">{unit}（签章）</div>
                                        <div className="aq-print-sign-line">签字：</div>
                                        <div className="aq-print-sign-line aq-print-sign-date">日期：　　　　年　　月　　日</div>
                                    </td>
                                ))}
                            </tr>
                        ))}
                    </tbody>
                </table>
            )}
        </article>
    );
};
