import { useMemo, type ComponentProps } from 'react';
import { Box, Checkbox, FormControlLabel, LinearProgress, Stack } from '@mui/material';
import { cardModel } from './cardModel';
import { cardIndent, CrudListCardsItem } from './CrudListCardsItem';
import type { CrudListTable } from './CrudListTable';
import type { StateLine } from './listModel';
import { ChildrenStatus } from './ChildrenStatus';

/**
 * A list on a phone: each record a card (CrudListCardsItem) with its selection box, 全选 above
 * them; it takes the table's props (a phone has no column heads to sort by). A tree keeps its
 * nodes as indented cards whose children open below them.
 */
export const CrudListCards = ({
    options,
    lines,
    empty,
    loading,
    selected,
    setSelected,
    expanded,
    onToggleNode,
    onRetry,
}: ComponentProps<typeof CrudListTable>) => {
    const { config, columns } = options;
    const model = useMemo(() => cardModel(config, columns), [config, columns]);
    const pageIds = [...new Set(lines.flatMap(l => (l.kind === 'row' ? [l.id] : [])))];
    const allOnPage = pageIds.length > 0 && pageIds.every(id => selected.includes(id));
    const someOnPage = pageIds.some(id => selected.includes(id));
    const toggleAll = () =>
        setSelected(s => (allOnPage ? s.filter(id => !pageIds.includes(id)) : [...s, ...pageIds.filter(id => !s.includes(id))]));
    const toggleRow = (id: string) => setSelected(s => (s.includes(id) ? s.filter(x => x !== id) : [...s, id]));

    return (
        <Box className="aq-crud-cards" sx={{ position: 'relative', minWidth: 0 }}>
            <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="加载中" />}</Box>
            {pageIds.length > 0 && (
                <FormControlLabel
                    sx={{ ml: 0.25, mb: 0.5 }}
                    slotProps={{ typography: { variant: 'body2', color: 'text.secondary' } }}
                    control={<Checkbox size="small" checked={allOnPage} indeterminate={someOnPage && !allOnPage} onChange={toggleAll} />}
                    label="全选"
                />
            )}
            <Stack component="ul" spacing={1} aria-label={config.title} aria-busy={loading} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {empty && !loading && (
                    <Box component="li" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                        暂无数据
                    </Box>
                )}
                {lines.map(line =>
                    line.kind !== 'row' ? (
                        <ChildrenState key={line.key} line={line} onRetry={onRetry} />
                    ) : (
                        <CrudListCardsItem
                            key={line.key}
                            line={line}
                            model={model}
                            checked={selected.includes(line.id)}
                            open={expanded.has(line.id)}
                            onSelect={() => toggleRow(line.id)}
                            onToggleNode={() => onToggleNode(line.id)}
                            options={options}
                        />
                    )
                )}
            </Stack>
        </Box>
    );
};

/** Below an expanded node: its children loading, or their failure with 重试. */
const ChildrenState = ({ line, onRetry }: { line: StateLine; onRetry: (id: string) => void }) => (
    <Box component="li" className="aq-crud-tree-state" sx={{ ml: `${cardIndent(line.depth)}px`, py: line.kind === 'loading' ? 1 : 0 }}>
        <ChildrenStatus line={line} onRetry={onRetry} />
    </Box>
);
