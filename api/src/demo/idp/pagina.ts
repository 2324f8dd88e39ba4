const escapar = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A sign-in that can no longer finish (its interaction expired or was already used). */
export const paginaCaducada = () => `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><title>Entrada caducada</title></head>
<body><main><h1>La entrada ha caducado</h1><p>Vuelve al estudio y entra de nuevo.</p></main></body>
</html>`;

/** The local provider's sign-in page: plain HTML, no script, in Spanish. */
export function paginaEntrada(accion: string, error?: string, usuario = ''): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Entrar al estudio · Identidad de empleados (demostración)</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1b1f24}
main{max-width:24rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px #0003}
h1{font-size:1.4rem;margin-top:0}label{display:block;margin-top:1rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;font:inherit;border:1px solid #5a6470;border-radius:4px}
button{margin-top:1.5rem;width:100%;padding:.7rem;font:inherit;font-weight:600;color:#fff;background:#0b5cab;border:0;border-radius:4px;cursor:pointer}
.error{color:#a4161a;background:#fdecea;padding:.6rem;border-radius:4px}
.nota{font-size:.9rem;color:#4a525c}
</style>
</head>
<body>
<main>
<h1>Entrar al estudio</h1>
<p class="nota">Proveedor de identidad de la demostración: entra con tu usuario de empleado.</p>
${error ? `<p class="error" role="alert">${escapar(error)}</p>` : ''}
<form method="post" action="${escapar(accion)}">
<label for="usuario">Usuario</label>
<input id="usuario" name="usuario" autocomplete="username" required value="${escapar(usuario)}">
<label for="clave">Contraseña</label>
<input id="clave" name="clave" type="password" autocomplete="current-password" required>
<button type="submit">Entrar</button>
</form>
</main>
</body>
</html>`;
}
