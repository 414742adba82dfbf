// Tree select over a table (JTreeSelect): GET /sys/dict/loadTreeData gives one level at a time
// (pid = the expanded node's key), GET /sys/dict/loadDictItem/{table,text,code} names the value.
import { useCallback } from 'react';
import { getAction } from '../../dataProvider/http';
import { CONDITION_ERROR, DICT_CODE_EMPTY, dictSegment, parseCondition, type SelectWidgetProps } from './common';
import { toTreeNodes, TreePicker, type TreeNode } from './TreePicker';

export interface DictTreeSelectProps extends SelectWidgetProps {
    /** "table,text,code" */
    dict: string;
    /** the parent column, default pid */
    pidField?: string;
    /** the parent value of the roots, default '' (empty or null parent) */
    pidValue?: string;
    /** the column that holds '1' when a node has children */
    hasChildField?: string;
    /** extra equality filters as a JSON object string, e.g. '{"status":"1"}' */
    condition?: string;
    multiple?: boolean;
    placeholder?: string;
}

const reject = (message: string) => Promise.reject(new Error(message));

export const DictTreeSelect = ({ dict, pidField = 'pid', pidValue = '', hasChildField, condition, ...rest }: DictTreeSelectProps) => {
    const [tableName = '', text = '', code = ''] = dict.split(',').map(s => s.trim());
    const configError = !tableName || !text || !code ? DICT_CODE_EMPTY : parseCondition(condition) === undefined ? CONDITION_ERROR : undefined;

    const level = useCallback(
        (pid: string): Promise<TreeNode[]> =>
            getAction('/sys/dict/loadTreeData', { pid, pidField, tableName, text, code, hasChildField, condition }, { silent: true }).then(env =>
                env.success ? toTreeNodes(env.result) : reject(env.message || '加载失败'),
            ),
        [pidField, tableName, text, code, hasChildField, condition],
    );
    const loadRoots = useCallback(() => level(pidValue), [level, pidValue]);
    const loadChildren = useCallback((n: TreeNode) => level(n.key), [level]);

    return (
        <TreePicker
            {...rest}
            sourceKey={JSON.stringify([dict, pidField, pidValue, hasChildField, condition])}
            loadRoots={loadRoots}
            loadChildren={loadChildren}
            labelUrl={`/sys/dict/loadDictItem/${dictSegment(`${tableName},${text},${code}`)}`}
            labelParam="key"
            configError={configError}
        />
    );
};
