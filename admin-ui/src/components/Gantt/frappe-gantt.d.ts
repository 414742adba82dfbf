// frappe-gantt 1.2.2 ships no types: the part of its API the wrapper uses (src/index.js, bar.js).
declare module 'frappe-gantt' {
    export interface FrappeViewMode {
        name: string;
        padding?: string | string[];
        step: string;
        column_width?: number;
        date_format?: string;
        lower_text?: string | ((d: Date, ld: Date | null, lang: string) => string);
        upper_text?: string | ((d: Date, ld: Date | null, lang: string) => string);
        upper_text_frequency?: number;
        thick_line?: (d: Date) => boolean;
        snap_at?: string;
    }

    export interface FrappeTask {
        id: string;
        name: string;
        start: string;
        end?: string;
        progress: number;
        dependencies?: string[] | string;
        custom_class?: string;
        /** set by frappe */
        _start?: Date;
        _end?: Date;
        _index?: number;
        actual_duration?: number;
    }

    export interface PopupContext {
        task: FrappeTask;
        chart: FrappeGantt;
        set_title(html: string): void;
        set_subtitle(html: string): void;
        set_details(html: string): void;
    }

    export interface FrappeOptions {
        view_mode?: string;
        view_modes?: Array<FrappeViewMode | string>;
        language?: string;
        readonly?: boolean;
        readonly_dates?: boolean;
        readonly_progress?: boolean;
        move_dependencies?: boolean;
        scroll_to?: string | null;
        today_button?: boolean;
        view_mode_select?: boolean;
        infinite_padding?: boolean;
        holidays?: Record<string, unknown> | null;
        bar_height?: number;
        padding?: number;
        container_height?: number | 'auto';
        popup_on?: 'click' | 'hover';
        popup?: ((ctx: PopupContext) => string | false | void) | false;
        on_click?: (task: FrappeTask) => void;
        on_date_change?: (task: FrappeTask, start: Date, end: Date) => void;
        on_progress_change?: (task: FrappeTask, progress: number) => void;
        on_view_change?: (mode: FrappeViewMode) => void;
        [key: string]: unknown;
    }

    export interface FrappeBar {
        task: FrappeTask;
        $bar: SVGElement & { getX(): number; getWidth(): number };
    }

    export default class FrappeGantt {
        constructor(wrapper: HTMLElement | SVGElement | string, tasks: FrappeTask[], options?: FrappeOptions);
        $container: HTMLElement;
        $svg: SVGSVGElement;
        gantt_start: Date;
        config: { column_width: number; step: number; unit: string; view_mode: FrappeViewMode };
        options: FrappeOptions;
        tasks: FrappeTask[];
        bars: FrappeBar[];
        refresh(tasks: FrappeTask[]): void;
        change_view_mode(mode?: string | FrappeViewMode, maintain_pos?: boolean): void;
        update_options(options: FrappeOptions): void;
        get_bar(id: string): FrappeBar | undefined;
        hide_popup(): void;
        clear(): void;
        static VIEW_MODE: Record<string, FrappeViewMode>;
    }
}
