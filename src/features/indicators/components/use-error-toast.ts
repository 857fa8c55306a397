import * as React from 'react';

import { toast } from '@/components/ui/use-toast';
import { dataErrorText } from '@/lib/errors';

import { indicatorTexts } from './texts';

/** 'Error al cargar los indicadores y reportes.' plus the server's cause, for the toast and the block. */
export function indicatorErrorText(error: unknown): string {
  return `${indicatorTexts.error} ${dataErrorText(error)}`;
}

export function useIndicatorErrorToast(error: unknown) {
  React.useEffect(() => {
    if (error) {
      toast({
        variant: 'destructive',
        title: indicatorTexts.errorTitle,
        description: indicatorErrorText(error),
      });
    }
  }, [error]);
}
