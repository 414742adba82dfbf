// Chainages (桩号): metres along a tunnel with three decimals, shown as
// K12+345.600 (12 km + 345.600 m), as the server's aqueduct/server/chainage
// reads and writes them. Arithmetic is on integer millimetres (BigInt); a
// number is first turned into its shortest decimal text and then rounded half
// away from zero, as the Go side does.
//
// The rules are checked against the cases in
// server/chainage/testdata/cases.json, shared with the Go tests.

import { scaled } from './decimal';

/** Millimetres refused: 1e9 m and more (numeric(12,3)). */
const MM_LIMIT = 10n ** 12n;


/** K12+345.600 with an optional letter prefix (DK, ZK, YDK…). */
const K_FORM = /^[A-Za-z]*[Kk](\d+)\+(\d+(?:\.\d+)?)$/;
/** Plain metres: 12345.6. */
const PLAIN = /^\d+(?:\.\d+)?$/;

/** Millimetres of a typed chainage, by the rules of Go's chainage.Parse. */
function readMillimetres(s: string): bigint | null {
    const t = s.trim();
    let mm: bigint | null;
    const k = K_FORM.exec(t);
    if (k) {
        if (BigInt(k[2].split('.')[0]) >= 1000n) return null;
        const rest = scaled(k[2], 3);
        mm = rest === null ? null : BigInt(k[1]) * 1_000_000n + rest;
    } else if (PLAIN.test(t)) {
        mm = scaled(t, 3);
    } else {
        return null;
    }
    return mm === null || mm >= MM_LIMIT ? null : mm;
}

/**
 * Metres of a typed chainage: "K12+345.600", "k12+345.6", "K0+000",
 * "DK12+345" (letters before the K are ignored) or plain metres "12345.6",
 * rounded to the millimetre. null when it is none of these, the part after +
 * is 1000 or more, it is negative, or it is 1e9 m or more — the same rules as
 * the server's chainage.Parse.
 */
export function parseChainage(s: string): number | null {
    if (typeof s !== 'string') return null;
    const mm = readMillimetres(s);
    if (mm === null) return null;
    // mm < 2^53 is exact, and the division is correctly rounded like a decimal literal.
    return Number(mm) / 1000;
}

/**
 * "K12+345.600" for metres (a number, as the API sends it, or a string of
 * metres or a chainage). A negative value (a difference) is "-K0+500.000", as
 * the server's Metres.String. "" for null, undefined, "" and anything else
 * that is not a chainage.
 */
export function formatChainage(m: number | string | null | undefined): string {
    let mm: bigint | null = null;
    if (typeof m === 'number') {
        mm = Number.isFinite(m) ? scaled(String(m), 3) : null;
    } else if (typeof m === 'string') {
        const t = m.trim();
        mm = /^-?\d+(?:\.\d+)?$/.test(t) ? scaled(t, 3) : readMillimetres(t);
    }
    if (mm === null) return '';
    const sign = mm < 0n ? '-' : '';
    const abs = mm < 0n ? -mm : mm;
    const km = abs / 1_000_000n;
    const rest = abs % 1_000_000n;
    const metres = (rest / 1000n).toString().padStart(3, '0');
    const mmPart = (rest % 1000n).toString().padStart(3, '0');
    return `${sign}K${km}+${metres}.${mmPart}`;
}
