import { balanceStanding, balanceText } from './money-amount';
import './money.css';

/**
 * A balance as ACC-BAL-05 shows it: arrears in brackets with the words "in arrears",
 * in the error colour (the colour only repeats the words); credit with "in credit"; zero bare.
 */
export function BalanceAmount({
  value,
  words,
  large = false,
}: {
  value: number;
  words: (key: string) => string;
  large?: boolean;
}) {
  const standing = balanceStanding(value);
  const classes = ['money-balance', `money-balance--${standing}`, ...(large ? ['money-balance--large'] : [])];
  return <strong className={classes.join(' ')}>{balanceText(value, words)}</strong>;
}
