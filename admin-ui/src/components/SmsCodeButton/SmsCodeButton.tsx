import { useEffect, useRef, useState } from 'react';
import { Button } from '@mui/material';

export interface SmsCodeButtonProps {
    /** sends the code; reject to stay ready */
    onSend: () => Promise<void>;
    /** returns an error text when the phone number is not usable */
    validate?: () => string | null;
    onInvalid?: (message: string) => void;
    seconds?: number;
    /** e.g. until the slider captcha is passed */
    disabled?: boolean;
}

/** 获取验证码 with a countdown after a successful send. */
export const SmsCodeButton = ({ onSend, validate, onInvalid, seconds = 60, disabled = false }: SmsCodeButtonProps) => {
    const [left, setLeft] = useState(0);
    const [busy, setBusy] = useState(false);
    const timer = useRef<ReturnType<typeof setInterval> | null>(null);

    useEffect(() => () => {
        if (timer.current) clearInterval(timer.current);
    }, []);

    const click = async () => {
        const problem = validate?.();
        if (problem) {
            onInvalid?.(problem);
            return;
        }
        setBusy(true);
        try {
            await onSend();
            setLeft(seconds);
            timer.current = setInterval(() => {
                setLeft(l => {
                    if (l <= 1 && timer.current) {
                        clearInterval(timer.current);
                        timer.current = null;
                    }
                    return l - 1;
                });
            }, 1000);
        } catch {
            /* the caller showed the error */
        } finally {
            setBusy(false);
        }
    };

    return (
        <Button variant="outlined" onClick={click} disabled={disabled || busy || left > 0} sx={{ whiteSpace: 'nowrap', minWidth: 112 }}>
            {left > 0 ? `${left} s` : '获取验证码'}
        </Button>
    );
};

export const isMobile = (v: string) => /^1[3-9]\d{9}$/.test(v.trim());
