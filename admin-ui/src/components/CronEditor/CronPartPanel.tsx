// One tab of the cron editor: the radio rows of a part's modes, in JCron's order per part.
import { type ReactNode } from 'react';
import { Box, RadioGroup } from '@mui/material';
import { PART_LABELS, setPartField, setPartMode, type CronField, type CronMode, type CronPartKey, type CronState } from './cron';
import { ModeRow, NumField, SpecifyGrid, Text, WeekdaySelect } from './CronFields';

const UNITS: Record<CronPartKey, string> = { second: '秒', minute: '分', hour: '时', day: '日', month: '月', week: '周', year: '年' };

const EVERY_LABELS: Record<CronPartKey, string> = {
    second: '每秒',
    minute: '每分',
    hour: '每时',
    day: '每日',
    month: '每月',
    week: '每周',
    year: '每年',
};

/** The radio rows of one part; `toggle` flips a 指定 value against the latest state. */
export const CronPartPanel = ({
    part,
    state,
    update,
    toggle,
}: {
    part: CronPartKey;
    state: CronState;
    update: (s: CronState) => void;
    toggle: (part: CronPartKey, value: number, checked: boolean) => void;
}) => {
    const p = state[part];
    const unit = UNITS[part];
    const field = (f: Exclude<CronField, 'values'>, mode: CronMode) => (v: number | null) =>
        update(setPartField(state, part, f, v, mode));
    const num = (f: Exclude<CronField, 'values'>, mode: CronMode, label: string, width?: number) => (
        <NumField part={part} field={f} value={p[f]} label={label} onCommit={field(f, mode)} width={width} />
    );
    const wide = part === 'year' ? 88 : 72;

    const rows: ReactNode[] = [];
    const every = <ModeRow key="every" mode="every" label={EVERY_LABELS[part]} />;
    const unset = <ModeRow key="unset" mode="unset" label="不指定" />;
    const range = (
        <ModeRow key="range" mode="range" label="周期">
            <Text>周期 从</Text>
            {part === 'week' ? (
                <WeekdaySelect value={p.rangeStart} label="周期开始" onChange={field('rangeStart', 'range')} />
            ) : (
                num('rangeStart', 'range', '周期开始', wide)
            )}
            <Text>-</Text>
            {part === 'week' ? (
                <WeekdaySelect value={p.rangeEnd} label="周期结束" onChange={field('rangeEnd', 'range')} />
            ) : (
                num('rangeEnd', 'range', '周期结束', wide)
            )}
            {part !== 'week' && <Text>{unit}</Text>}
        </ModeRow>
    );
    const loop = (
        <ModeRow key="loop" mode="loop" label="循环">
            <Text>从</Text>
            {num('start', 'loop', '开始', wide)}
            <Text>{unit}开始，每</Text>
            {num('increment', 'loop', '间隔')}
            <Text>{unit}执行一次</Text>
        </ModeRow>
    );
    const specify = (
        <Box key="specify">
            <ModeRow mode="specify" label="指定" />
            <SpecifyGrid part={part} values={p.values} onToggle={toggle} />
        </Box>
    );

    if (part === 'day') {
        rows.push(
            every,
            unset,
            range,
            loop,
            <ModeRow key="workday" mode="workday" label="最近的工作日">
                <Text>每月</Text>
                {num('workday', 'workday', '工作日号数')}
                <Text>号最近的那个工作日</Text>
            </ModeRow>,
            <ModeRow key="lastWorkday" mode="lastWorkday" label="本月最后一个工作日" />,
            <ModeRow key="lastDay" mode="lastDay" label="本月最后一天" />,
            specify
        );
    } else if (part === 'week') {
        rows.push(
            unset,
            every,
            range,
            <ModeRow key="nth" mode="nth" label="第几周的星期几">
                <Text>第</Text>
                {num('nth', 'nth', '第几周', 64)}
                <Text>周的</Text>
                <WeekdaySelect value={p.weekday} label="第几周的星期" onChange={field('weekday', 'nth')} />
            </ModeRow>,
            <ModeRow key="lastWeek" mode="lastWeek" label="本月最后一个星期几">
                <Text>本月最后一个</Text>
                <WeekdaySelect value={p.weekday} label="最后一个星期" onChange={field('weekday', 'lastWeek')} />
            </ModeRow>,
            specify
        );
    } else if (part === 'year') {
        rows.push(unset, every, range, loop, specify);
    } else {
        rows.push(every, range, loop, specify);
    }

    return (
        <RadioGroup
            value={p.mode}
            onChange={e => update(setPartMode(state, part, e.target.value as CronMode))}
            aria-label={`${PART_LABELS[part]}模式`}
            sx={{ py: 1 }}
        >
            {rows}
        </RadioGroup>
    );
};
