// 系统通告's form: the generated fields in JeecgBoot's order (标题, 消息类型, 开始/结束时间, 优先级,
// 通告对象类型, 内容, 摘要), with the user picker of 指定用户 shown when the audience is USER. The
// server checks the chosen users (of the tenant) and stores them as "id1,id2,".
import { Controller, useWatch } from 'react-hook-form';
import type { CrudFormExtra, CrudFormExtraContext, CrudResourceConfig } from '../../components/Crud';
import { UserPicker } from '../../components/Pickers';
import { getAction } from '../../dataProvider/http';
import { config } from './config.gen';

const FORM = ['titile', 'msgCategory', 'startTime', 'endTime', 'priority', 'msgType', 'msgContent', 'msgAbstract'];
/** the detail also shows who released it and when */
const RELEASE = ['sender', 'sendStatus', 'sendTime', 'cancelTime'];

const pick = (names: string[], shownOnly: string[] = []): CrudResourceConfig => ({
    ...config,
    fields: names.flatMap(n => {
        const f = config.fields.find(x => x.name === n);
        if (!f) return [];
        if (!shownOnly.includes(n)) return [f];
        return [{ ...f, form: true, ...(f.dict ? { widget: 'select' as const } : {}) }];
    }),
});

export const formConfig = pick(FORM);
export const showConfig = pick([...FORM, ...RELEASE], RELEASE);

export const CREATE_DEFAULTS = { msgCategory: '1', priority: 'L', msgType: 'ALL' };

const trimIds = (v: unknown) =>
    String(v ?? '')
        .split(',')
        .map(s => s.trim())
        .filter(Boolean)
        .join(',');

const Recipients = ({ form, readOnly }: CrudFormExtraContext) => {
    const audience = useWatch({ control: form.control, name: 'msgType' });
    if (audience !== 'USER') return null;
    return (
        <Controller
            name="userIds"
            control={form.control}
            rules={{ validate: v => (readOnly || trimIds(v) ? true : '请选择指定用户') }}
            render={({ field, fieldState }) => (
                <UserPicker
                    id="aq-announcement-users"
                    label="指定用户"
                    valueKey="id"
                    multiple
                    required={!readOnly}
                    readOnly={readOnly}
                    name={field.name}
                    inputRef={field.ref}
                    value={trimIds(field.value)}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                />
            )}
        />
    );
};

export const extra: CrudFormExtra = {
    load: async (id, record) => {
        let row = record;
        if (!row || !('userIds' in row)) {
            const env = await getAction(`${config.apiPrefix}/queryById`, { id });
            if (!env.success) throw new Error(env.message);
            row = env.result ?? {};
        }
        return { userIds: trimIds(row?.userIds) };
    },
    after: { msgType: ctx => <Recipients {...ctx} /> },
    payload: (body, values) => ({ ...body, userIds: values.msgType === 'USER' ? trimIds(values.userIds) : '' }),
};
