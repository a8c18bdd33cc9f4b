// The async boundary: shared modules (react, antd, the session) are negotiated before the app's code runs.
import('./bootstrap');
