// The page of one geological advance prediction (seed route /prediction/detail).
export const PREDICTION_DETAIL_PATH = '/prediction/detail';

export const predictionDetailPath = (id: unknown): string => `${PREDICTION_DETAIL_PATH}?id=${encodeURIComponent(String(id ?? ''))}`;
