import { afterEach, describe, expect, it } from 'vitest';
import { tileUrl } from './api';
import { KEYS, ls } from '../../../app/storage';

describe('tileUrl', () => {
    afterEach(() => localStorage.clear());

    it("gives this server's tiles (the offline base map) the session, as images carry no header", () => {
        ls.set(KEYS.token, 'tok/en+1', 60_000);
        expect(tileUrl('/jeecg-boot/sys/map/tiles/{z}/{x}/{y}')).toBe('/jeecg-boot/sys/map/tiles/{z}/{x}/{y}?token=tok%2Fen%2B1');
    });

    it("never sends the session to another host's tiles", () => {
        ls.set(KEYS.token, 'secret', 60_000);
        for (const t of ['https://tiles.example/{z}/{x}/{y}.png', '//tiles.example/{z}/{x}/{y}.png']) expect(tileUrl(t)).toBe(t);
    });
});
