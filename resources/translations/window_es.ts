<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Su nombre</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>El idioma del sistema</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Every record you enter or change is signed with this name. A new language is used from the next time {app} starts.</source>
        <translation>Cada registro que usted anota o cambia se firma con este nombre. Un idioma nuevo se usa a partir de la próxima vez que se abra {app}.</translation>
    </message>
    <message>
        <source>Reminders</source>
        <translation>Recordatorios</translation>
    </message>
    <message>
        <source>When I close the window, keep {app} in the notification area
and tell me when something is due or overdue</source>
        <translation>Al cerrar la ventana, mantener {app} en el área de notificaciones
y avisarme cuando algo venza pronto o esté vencido</translation>
    </message>
    <message>
        <source>Start {app} in the notification area when I log in</source>
        <translation>Abrir {app} en el área de notificaciones al iniciar sesión</translation>
    </message>
</context>
</TS>
