/** The login and registration page (SPEC section 2). Its own module: the first-paint script reads it too. */
export const AUTHENTICATION_PATH = '/authentication';
