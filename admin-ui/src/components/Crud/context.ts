// The resource a registered page renders, so a (possibly hand-written) list finds the
// generated or overridden create/edit/show forms.
import { createContext, useContext } from 'react';
import type { CrudResource } from './types';

export const CrudResourceContext = createContext<CrudResource | null>(null);

export const useCrudResource = (): CrudResource | null => useContext(CrudResourceContext);
