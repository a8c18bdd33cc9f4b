// Opened on its own, a remote has nothing to show: it lives inside the host.
document.body.textContent = 'remote-fleet is a Module Federation remote; open the host instead.';
export {};
