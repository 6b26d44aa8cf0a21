/** A count with its noun: plural(1, 'game') is '1 game', plural(3, 'die', 'dice') is '3 dice'. */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
