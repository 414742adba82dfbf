// Decimal literals as scaled integers, for money (cents) and chainages
// (millimetres): exact arithmetic, never float rounding.

/**
 * The integer lit × 10^places, rounded half away from zero; lit is a decimal
 * literal, optionally signed, optionally with an exponent (as String(number)
 * gives). null if lit is not one.
 */
export function scaled(lit: string, places: number): bigint | null {
    const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(lit);
    if (!m) return null;
    const intPart = m[2];
    const frac = m[3] ?? '';
    if (intPart === '' && frac === '') return null;
    const digits = BigInt(intPart + frac || '0');
    const exp = Number(m[4] ?? '0') - frac.length + places;
    let v: bigint;
    if (exp >= 0) {
        v = digits * 10n ** BigInt(exp);
    } else {
        const d = 10n ** BigInt(-exp);
        v = digits / d;
        if ((digits % d) * 2n >= d) v += 1n;
    }
    return m[1] === '-' ? -v : v;
}
