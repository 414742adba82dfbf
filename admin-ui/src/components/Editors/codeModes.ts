// The code editor's languages (seed: CSS, Javascript, HTML, Java, Objective-C, Python, R,
// Shell, SQL, Swift, Vue, Markdown). Each is loaded when first used, so a form with one SQL
// field does not download the other eleven. Legacy (stream) modes cover R, Shell, Swift and
// Objective-C (clike).
import type { Extension } from '@codemirror/state';

export type CodeMode = 'css' | 'javascript' | 'html' | 'java' | 'objectivec' | 'python' | 'r' | 'shell' | 'sql' | 'swift' | 'vue' | 'markdown';

export const CODE_MODES: { value: CodeMode; label: string }[] = [
    { value: 'css', label: 'CSS' },
    { value: 'javascript', label: 'Javascript' },
    { value: 'html', label: 'HTML' },
    { value: 'java', label: 'Java' },
    { value: 'objectivec', label: 'Objective-C' },
    { value: 'python', label: 'Python' },
    { value: 'r', label: 'R' },
    { value: 'shell', label: 'Shell' },
    { value: 'sql', label: 'SQL' },
    { value: 'swift', label: 'Swift' },
    { value: 'vue', label: 'Vue' },
    { value: 'markdown', label: 'Markdown' },
];

/** Names JeecgBoot pages use for the same modes (CodeMirror 5 MIME types, short names). */
const ALIASES: Record<string, CodeMode> = {
    js: 'javascript',
    json: 'javascript',
    'objective-c': 'objectivec',
    objc: 'objectivec',
    sh: 'shell',
    bash: 'shell',
    md: 'markdown',
    py: 'python',
    htmlmixed: 'html',
};

/** "text/x-java", "Objective-C", "sh" … → a CodeMode; undefined when unknown. */
export const normalizeMode = (mode: string | undefined | null): CodeMode | undefined => {
    if (!mode) return undefined;
    const m = mode
        .trim()
        .toLowerCase()
        .replace(/^(text|application)\//, '')
        .replace(/^x-/, '');
    if (CODE_MODES.some(c => c.value === m)) return m as CodeMode;
    return ALIASES[m];
};

const legacy = async (load: () => Promise<Parameters<typeof import('@codemirror/language').StreamLanguage.define>[0]>) => {
    const [{ StreamLanguage }, parser] = await Promise.all([import('@codemirror/language'), load()]);
    return StreamLanguage.define(parser);
};

const LOADERS: Record<CodeMode, () => Promise<Extension>> = {
    css: () => import('@codemirror/lang-css').then(m => m.css()),
    javascript: () => import('@codemirror/lang-javascript').then(m => m.javascript({ jsx: true, typescript: true })),
    html: () => import('@codemirror/lang-html').then(m => m.html()),
    java: () => import('@codemirror/lang-java').then(m => m.java()),
    objectivec: () => legacy(() => import('@codemirror/legacy-modes/mode/clike').then(m => m.objectiveC)),
    python: () => import('@codemirror/lang-python').then(m => m.python()),
    r: () => legacy(() => import('@codemirror/legacy-modes/mode/r').then(m => m.r)),
    shell: () => legacy(() => import('@codemirror/legacy-modes/mode/shell').then(m => m.shell)),
    sql: () => import('@codemirror/lang-sql').then(m => m.sql()),
    swift: () => legacy(() => import('@codemirror/legacy-modes/mode/swift').then(m => m.swift)),
    vue: () => import('@codemirror/lang-vue').then(m => m.vue()),
    markdown: () => import('@codemirror/lang-markdown').then(m => m.markdown()),
};

const cache = new Map<CodeMode, Promise<Extension>>();

/** The language extension of a mode (loaded once). */
export const loadMode = (mode: CodeMode): Promise<Extension> => {
    let p = cache.get(mode);
    if (!p) {
        p = LOADERS[mode]();
        // a failed chunk load may succeed later (network back)
        p.catch(() => cache.delete(mode));
        cache.set(mode, p);
    }
    return p;
};
