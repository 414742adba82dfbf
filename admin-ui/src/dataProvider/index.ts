// react-admin data provider for the JeecgBoot envelope and list conventions:
// GET {prefix}/list, GET {prefix}/queryById?id=, POST {prefix}/add, PUT {prefix}/edit,
// DELETE {prefix}/delete?id=, DELETE {prefix}/deleteBatch?ids=a,b,
import { HttpError, type DataProvider, type Identifier } from 'ra-core';
import { apiPrefixOf } from '../resources/registry';
import { deleteAction, getAction, postAction, putAction, type Envelope } from './http';
import { toListParams } from './listQuery';

const unwrap = <T,>(env: Envelope<T>): T => {
    if (!env.success) {
        throw new HttpError(env.message || '操作失败', 200, env);
    }
    return env.result;
};

const recordsOf = (result: any): { records: any[]; total: number } => {
    const records: any[] = Array.isArray(result) ? result : (result?.records ?? []);
    const total = Array.isArray(result) ? result.length : Number(result?.total ?? records.length);
    return { records, total };
};

export const dataProvider: DataProvider = {
    async getList(resource, params) {
        const env = await getAction(`${apiPrefixOf(resource)}/list`, toListParams(params));
        const { records, total } = recordsOf(unwrap(env));
        return { data: records, total };
    },
    async getOne(resource, params) {
        const env = await getAction(`${apiPrefixOf(resource)}/queryById`, { id: params.id });
        const data = unwrap(env);
        if (!data) throw new HttpError('记录不存在', 404, env);
        return { data };
    },
    async getMany(resource, params) {
        if (!params.ids.length) return { data: [] };
        const env = await getAction(`${apiPrefixOf(resource)}/list`, {
            id: params.ids.join(','),
            pageNo: 1,
            pageSize: params.ids.length,
        });
        return { data: recordsOf(unwrap(env)).records };
    },
    async getManyReference(resource, params) {
        const env = await getAction(
            `${apiPrefixOf(resource)}/list`,
            toListParams({ ...params, filter: { ...params.filter, [params.target]: params.id } })
        );
        const { records, total } = recordsOf(unwrap(env));
        return { data: records, total };
    },
    async create(resource, params) {
        const env = await postAction(`${apiPrefixOf(resource)}/add`, params.data);
        const result = unwrap(env) as any;
        const data = result && typeof result === 'object' ? { ...params.data, ...result } : params.data;
        return { data: { id: (data as any).id ?? '', ...data } };
    },
    async update(resource, params) {
        const env = await putAction(`${apiPrefixOf(resource)}/edit`, { ...params.data, id: params.id });
        const result = unwrap(env) as any;
        const data = result && typeof result === 'object' ? result : { ...params.data, id: params.id };
        return { data };
    },
    async updateMany(resource, params) {
        for (const id of params.ids) {
            unwrap(await putAction(`${apiPrefixOf(resource)}/edit`, { ...params.data, id }));
        }
        return { data: params.ids };
    },
    async delete(resource, params) {
        unwrap(await deleteAction(`${apiPrefixOf(resource)}/delete`, { id: params.id }));
        return { data: (params.previousData ?? { id: params.id }) as any };
    },
    async deleteMany(resource, params) {
        const ids = params.ids.map((id: Identifier) => `${id},`).join('');
        unwrap(await deleteAction(`${apiPrefixOf(resource)}/deleteBatch`, { ids }));
        return { data: params.ids };
    },
};

export { request, getAction, postAction, putAction, deleteAction, downloadFile } from './http';
export type { Envelope } from './http';
export { rule } from './listQuery';
