/** The social logins the login screen may offer (those with a client id configured on the server). */
export type SocialProvider = 'kakao' | 'naver';
