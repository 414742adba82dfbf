// 账户设置 (account-settings-base) and 个人中心 (account-center): the signed-in user's own
// profile, avatar included. The fields and their checks are the user resource's own; the save
// goes to /sys/user/appEdit, which only ever edits the caller.
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Avatar, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { putAction } from '../../dataProvider/http';
import { feedback } from '../../components/Feedback';
import { FieldInput } from '../../components/Crud/FieldInput';
import { toPayload } from '../../components/Crud/fields';
import { fieldRules } from '../../components/Crud/rules';
import { makeUniqueCheck } from '../../components/Crud/unique';
import { staticUrl } from '../../components/Upload';
import { getUserInfo, setUserInfo, type UserInfo } from '../../authProvider/session';
import { config as userConfig } from '../../resources/sysUser/config.gen';

/** What a user may change on themself (the server keeps the same list). */
const OWN_FIELDS = ['avatar', 'realname', 'sex', 'birthday', 'email', 'phone', 'telephone'];

export const AccountPage = ({ title }: { title: string }) => {
    const [user, setUser] = useState<UserInfo | null>(getUserInfo);
    const fields = useMemo(
        () =>
            OWN_FIELDS.map(n => userConfig.fields.find(f => f.name === n))
                .filter(f => !!f)
                .map(f => (f.name === 'avatar' ? { ...f, label: '头像' } : f)),
        [],
    );
    const unique = useMemo(
        () => Object.fromEntries(fields.filter(f => f.unique).map(f => [f.name, makeUniqueCheck(f.unique!, user?.id)])),
        [fields, user?.id],
    );
    const { control, handleSubmit, formState } = useForm<Record<string, unknown>>({
        defaultValues: Object.fromEntries(fields.map(f => [f.name, user?.[f.name] ?? ''])),
    });

    const save = handleSubmit(async values => {
        const env = await putAction<UserInfo>('/sys/user/appEdit', toPayload(fields, values, 'edit', user?.id));
        if (!env.success) {
            feedback.message.warning(env.message || '保存失败');
            return;
        }
        const next = { ...(user ?? {}), ...(env.result ?? {}) } as UserInfo;
        setUserInfo(next);
        setUser(next);
        feedback.message.success(env.message || '保存成功！');
    });

    if (!user) return null;
    return (
        <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720 }}>
            <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
                {title}
            </Typography>
            <Card variant="outlined">
                <CardContent>
                    <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 3 }}>
                        <Avatar src={user.avatar ? staticUrl(user.avatar) : undefined} alt={user.realname || user.username} sx={{ width: 64, height: 64, bgcolor: '#1890ff' }}>
                            {(user.realname || user.username || '').slice(0, 1)}
                        </Avatar>
                        <Box>
                            <Typography variant="subtitle1">{user.realname || user.username}</Typography>
                            <Typography variant="body2" color="text.secondary">
                                账号：{user.username}
                            </Typography>
                        </Box>
                    </Stack>
                    <Box component="form" noValidate onSubmit={save} aria-label="账户设置">
                        <Stack spacing={2.5}>
                            {fields.map(f => (
                                <Controller
                                    key={f.name}
                                    name={f.name}
                                    control={control}
                                    rules={{ validate: fieldRules(f, unique[f.name]) }}
                                    render={({ field, fieldState }) => (
                                        <FieldInput
                                            field={f}
                                            input={field}
                                            error={fieldState.error}
                                            readOnly={false}
                                            required={!!f.required}
                                            config={userConfig}
                                            record={user}
                                        />
                                    )}
                                />
                            ))}
                            <Box>
                                <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
                                    {formState.isSubmitting ? '提交中...' : '保存'}
                                </Button>
                            </Box>
                        </Stack>
                    </Box>
                </CardContent>
            </Card>
        </Box>
    );
};
