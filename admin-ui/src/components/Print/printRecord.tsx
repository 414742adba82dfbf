// Prints one record: the sheet goes into a root of its own on <body> (print.css shows only that
// root on paper), once its dictionary texts and images are there; the root goes after printing.
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { loadDictOptions } from '../Crud/dict';
import type { CrudResourceConfig } from '../Crud/types';
import { PrintSheet } from './PrintSheet';
import { neededDicts } from './sheet';

export const PRINT_ROOT_CLASS = 'aq-print-root';

/** A photo that does not come in this long is printed without it. */
const IMAGE_WAIT_MS = 8000;

let current: { root: Root; el: HTMLElement } | null = null;

/** Takes the sheet away (after printing, or before the next one). */
export const clearPrint = () => {
    if (!current) return;
    current.root.unmount();
    current.el.remove();
    current = null;
};

const imagesLoaded = (el: HTMLElement, ms: number): Promise<void> => {
    const pending = [...el.querySelectorAll('img')].filter(img => !img.complete);
    if (!pending.length) return Promise.resolve();
    const each = pending.map(
        img =>
            new Promise<void>(resolve => {
                img.addEventListener('load', () => resolve(), { once: true });
                img.addEventListener('error', () => resolve(), { once: true });
            })
    );
    return Promise.race([Promise.all(each).then(() => undefined), new Promise<void>(r => setTimeout(r, ms))]);
};

/**
 * Opens the browser's print dialog with the record as an A4 form (config.print). Resolves once
 * the dialog was asked for; the sheet stays in the page until `afterprint`.
 */
export const printRecord = async (config: CrudResourceConfig, record: Record<string, unknown>): Promise<void> => {
    clearPrint();
    // the dictionary texts the server did not send, loaded before the sheet is drawn
    await Promise.all(neededDicts(config, record).map(loadDictOptions));
    const el = document.createElement('div');
    el.className = PRINT_ROOT_CLASS;
    document.body.appendChild(el);
    const root = createRoot(el);
    const mine = { root, el };
    current = mine;
    flushSync(() => root.render(<PrintSheet config={config} record={record} />));
    await imagesLoaded(el, IMAGE_WAIT_MS);
    if (current !== mine) return; // a newer print took over meanwhile
    window.addEventListener('afterprint', () => current === mine && clearPrint(), { once: true });
    window.print();
};
