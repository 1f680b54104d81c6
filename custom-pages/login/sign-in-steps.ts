export { ChallengePage } from './ChallengePage.tsx';
export { EmailLoginPage } from './EmailLoginPage.tsx';
