// Category tree select (JCategorySelect): roots under a category code from
// /sys/category/loadTreeRoot?async=true&pcode, children from loadTreeChildren?pid, the value
// (category ids) named by /sys/category/loadDictItem/?ids.
import { useCallback } from 'react';
import { getAction } from '../../dataProvider/http';
import { CONDITION_ERROR, parseCondition, type SelectWidgetProps } from './common';
import { toTreeNodes, TreePicker, type TreeNode } from './TreePicker';

export interface CategorySelectProps extends SelectWidgetProps {
    /** the category code whose children are the roots; '' or '0' = the top level */
    pcode?: string;
    /** a JSON object string, checked as the original did; the server ignores it for these calls */
    condition?: string;
    multiple?: boolean;
    placeholder?: string;
}

const reject = (message: string) => Promise.reject(new Error(message));
const nodes = (env: { success: boolean; result: unknown; message: string }) => (env.success ? toTreeNodes(env.result) : reject(env.message || '加载失败'));

export const CategorySelect = ({ pcode = '', condition, ...rest }: CategorySelectProps) => {
    const loadRoots = useCallback(() => getAction('/sys/category/loadTreeRoot', { async: true, pcode: pcode || '0' }, { silent: true }).then(nodes), [pcode]);
    const loadChildren = useCallback((n: TreeNode) => getAction('/sys/category/loadTreeChildren', { pid: n.key }, { silent: true }).then(nodes), []);
    return (
        <TreePicker
            {...rest}
            sourceKey={pcode}
            loadRoots={loadRoots}
            loadChildren={loadChildren}
            labelUrl="/sys/category/loadDictItem/"
            labelParam="ids"
            configError={parseCondition(condition) === undefined ? CONDITION_ERROR : undefined}
        />
    );
};
