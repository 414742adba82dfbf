import { useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Box } from '@mui/material';
import KeyboardDoubleArrowRight from '@mui/icons-material/KeyboardDoubleArrowRight';
import CheckCircle from '@mui/icons-material/CheckCircle';

export interface SliderCaptchaHandle {
    /** back to idle, e.g. after the code it unlocked was sent */
    reset: () => void;
}

export interface SliderCaptchaProps {
    onSuccess?: () => void;
    /** a change of this value resets the slider (like ref.reset()) */
    resetKey?: unknown;
    ref?: Ref<SliderCaptchaHandle>;
    disabled?: boolean;
    height?: number;
}

type Phase = 'idle' | 'dragging' | 'success';

const STEP = 0.1;
const PASSED = '#52c41a';

/**
 * 拖动滑块验证: drag the handle to the end of the track (mouse, touch, or the arrow keys /
 * End on the focused handle) → 验证通过 and onSuccess. Releasing early silently resets it;
 * it stays locked after success until reset.
 */
export const SliderCaptcha = ({ onSuccess, resetKey, ref, disabled, height = 40 }: SliderCaptchaProps) => {
    const [phase, setPhase] = useState<Phase>('idle');
    // 0…1 along the track, so the keyboard works without any measured layout.
    const [progress, setProgress] = useState(0);
    const track = useRef<HTMLDivElement>(null);
    const drag = useRef<{ startX: number; max: number } | null>(null);
    const detach = useRef<(() => void) | null>(null);
    const [seenKey, setSeenKey] = useState(resetKey);

    const reset = () => {
        detach.current?.();
        drag.current = null;
        setPhase('idle');
        setProgress(0);
    };
    useImperativeHandle(ref, () => ({ reset }), []);
    if (seenKey !== resetKey) {
        setSeenKey(resetKey);
        setPhase('idle');
        setProgress(0);
    }
    useEffect(() => () => detach.current?.(), []);

    const locked = disabled || phase === 'success';

    const pass = () => {
        detach.current?.();
        drag.current = null;
        setProgress(1);
        setPhase('success');
        onSuccess?.();
    };

    const at = (clientX: number): number => {
        const d = drag.current;
        if (!d) return 0;
        const dx = clientX - d.startX;
        // Unmeasurable track (no layout): any move to the right counts as the whole way.
        if (d.max <= 0) return dx > 0 ? 1 : 0;
        return Math.min(1, Math.max(0, dx / d.max));
    };

    const start = (clientX: number, touch: boolean) => {
        if (locked) return;
        const width = track.current?.getBoundingClientRect().width ?? 0;
        drag.current = { startX: clientX, max: width - height };
        setPhase('dragging');
        const move = (x: number) => {
            const p = at(x);
            if (p >= 1) pass();
            else setProgress(p);
        };
        const end = () => {
            if (!drag.current) return;
            // Released before the end: a silent reset.
            reset();
        };
        const onMouseMove = (e: MouseEvent) => move(e.clientX);
        const onTouchMove = (e: TouchEvent) => e.touches[0] && move(e.touches[0].clientX);
        if (touch) {
            document.addEventListener('touchmove', onTouchMove);
            document.addEventListener('touchend', end);
            document.addEventListener('touchcancel', end);
        } else {
            document.addEventListener('mousemove', onMouseMove);
            document.addEventListener('mouseup', end);
        }
        detach.current = () => {
            document.removeEventListener('touchmove', onTouchMove);
            document.removeEventListener('touchend', end);
            document.removeEventListener('touchcancel', end);
            document.removeEventListener('mousemove', onMouseMove);
            document.removeEventListener('mouseup', end);
            detach.current = null;
        };
    };

    const onKeyDown = (e: KeyboardEvent) => {
        if (locked) return;
        let p: number | null = null;
        if (e.key === 'ArrowRight' || e.key === 'ArrowUp') p = progress + STEP;
        else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') p = progress - STEP;
        else if (e.key === 'PageUp') p = progress + 2.5 * STEP;
        else if (e.key === 'PageDown') p = progress - 2.5 * STEP;
        else if (e.key === 'End') p = 1;
        else if (e.key === 'Home') p = 0;
        if (p === null) return;
        e.preventDefault();
        // Rounded so ten steps land exactly on the end.
        p = Math.round(Math.min(1, Math.max(0, p)) * 1000) / 1000;
        if (p >= 1) pass();
        else setProgress(p);
    };

    const done = phase === 'success';
    const label = done ? '验证通过' : '拖动滑块验证';
    const offset = `calc((100% - ${height}px) * ${progress})`;
    return (
        <Box
            ref={track}
            data-phase={phase}
            sx={{
                position: 'relative',
                height,
                borderRadius: 1,
                bgcolor: '#e8e8e8',
                overflow: 'hidden',
                userSelect: 'none',
                opacity: disabled ? 0.6 : 1,
            }}
        >
            <Box
                sx={{
                    position: 'absolute',
                    inset: 0,
                    right: 'auto',
                    width: `calc(${offset} + ${height / 2}px)`,
                    bgcolor: PASSED,
                    transition: phase === 'dragging' ? 'none' : 'width .2s',
                }}
            />
            <Box
                aria-live="polite"
                sx={{
                    position: 'absolute',
                    inset: 0,
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    fontSize: 14,
                    color: done ? '#fff' : 'text.secondary',
                    pointerEvents: 'none',
                }}
            >
                {label}
            </Box>
            <Box
                role="slider"
                tabIndex={disabled ? -1 : 0}
                aria-label="拖动滑块验证"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(progress * 100)}
                aria-valuetext={done ? '验证通过' : `${Math.round(progress * 100)}%`}
                aria-disabled={disabled || undefined}
                aria-readonly={done || undefined}
                onMouseDown={e => {
                    if (e.button !== 0) return;
                    e.preventDefault();
                    start(e.clientX, false);
                }}
                onTouchStart={e => e.touches[0] && start(e.touches[0].clientX, true)}
                onKeyDown={onKeyDown}
                sx={{
                    position: 'absolute',
                    top: 0,
                    left: offset,
                    width: height,
                    height,
                    boxSizing: 'border-box',
                    border: '1px solid #d9d9d9',
                    borderRadius: 1,
                    bgcolor: '#fff',
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    cursor: locked ? 'default' : 'grab',
                    touchAction: 'none',
                    transition: phase === 'dragging' ? 'none' : 'left .2s',
                    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
                }}
            >
                {done ? <CheckCircle sx={{ color: PASSED }} /> : <KeyboardDoubleArrowRight sx={{ color: 'text.secondary' }} />}
            </Box>
        </Box>
    );
};

/**
 * A slider gating one action (e.g. 获取验证码): `passed` after the drag, `reset()` to ask again
 * (after the action ran, so each action needs its own drag).
 */
export const useSliderCaptcha = () => {
    const [passed, setPassed] = useState(false);
    const [key, setKey] = useState(0);
    const reset = () => {
        setPassed(false);
        setKey(k => k + 1);
    };
    const slider = <SliderCaptcha resetKey={key} onSuccess={() => setPassed(true)} />;
    return { passed, reset, slider };
};
