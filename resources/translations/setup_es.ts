<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>BackupsModel</name>
    <message>
        <source>Failed: {problem}</source>
        <translation>No pasó: {problem}</translation>
    </message>
    <message>
        <source>Passed (what a restore replaced)</source>
        <translation>Pasó (lo que reemplazó una restauración)</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Pasó</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Hecha</translation>
    </message>
    <message>
        <source>Audit entries</source>
        <translation>Anotaciones de auditoría</translation>
    </message>
    <message>
        <source>Newest entry</source>
        <translation>Anotación más reciente</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Revisión</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>failed its check</source>
        <translation>no pasó su revisión</translation>
    </message>
</context>
<context>
    <name>DevicesSetupPage</name>
    <message>
        <source>Grease control devices</source>
        <translation>Equipos de control de grasa</translation>
    </message>
    <message>
        <source>Add each grease interceptor, grease trap or other grease control device. You can add more later on the Establishment &amp; devices page.</source>
        <translation>Agregue cada interceptor de grasa, trampa de grasa u otro equipo de control de grasa. Puede agregar más después en la página Establecimiento y equipos.</translation>
    </message>
    <message>
        <source>Add a device</source>
        <translation>Agregar un equipo</translation>
    </message>
    <message>
        <source>Devices to add:</source>
        <translation>Equipos por agregar:</translation>
    </message>
    <message>
        <source>Last full pump-out or cleaning</source>
        <translation>Último bombeo completo o limpieza</translation>
    </message>
    <message>
        <source>Before the records began, as kept on paper: it starts the device&apos;s clock. Left empty, the device is due when the records begin.</source>
        <translation>Antes del inicio de los registros, según consta en papel: desde esa fecha se cuenta el plazo del equipo. Si la deja vacía, el equipo vence cuando empiezan los registros.</translation>
    </message>
    <message>
        <source>New device</source>
        <translation>Equipo nuevo</translation>
    </message>
</context>
<context>
    <name>DraftsPage</name>
    <message>
        <source>Remove from list</source>
        <translation>Quitar de la lista</translation>
    </message>
    <message>
        <source>Nothing is stored until you click Finish.</source>
        <translation>No se guarda nada hasta que haga clic en Finalizar.</translation>
    </message>
    <message>
        <source>Needs a correction: see the messages beside its fields.</source>
        <translation>Necesita una corrección: vea los mensajes junto a sus campos.</translation>
    </message>
</context>
<context>
    <name>EmployeesSetupPage</name>
    <message>
        <source>Employees</source>
        <translation>Empleados</translation>
    </message>
    <message>
        <source>Who works here, and when each one was last trained on the grease practices. You can skip this page and add people later on the Employees page.</source>
        <translation>Quién trabaja aquí y cuándo recibió cada uno su última capacitación sobre las prácticas para la grasa. Puede saltar esta página y agregar personas más tarde en la página Empleados.</translation>
    </message>
    <message>
        <source>Employees to add:</source>
        <translation>Empleados que agregar:</translation>
    </message>
    <message>
        <source>Add an employee</source>
        <translation>Agregar un empleado</translation>
    </message>
    <message>
        <source>Employee ID</source>
        <translation>ID de empleado</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Hire date</source>
        <translation>Fecha de contratación</translation>
    </message>
    <message>
        <source>Last training</source>
        <translation>Última capacitación</translation>
    </message>
    <message>
        <source>Before the records began, signed on paper: it counts as their training. Left empty, their training is due as usual.</source>
        <translation>Antes del inicio de los registros, firmada en papel: cuenta como su capacitación. Si la deja vacía, su capacitación vence como de costumbre.</translation>
    </message>
    <message>
        <source>As its date says</source>
        <translation>Según su fecha</translation>
    </message>
    <message>
        <source>Kind of that training</source>
        <translation>Tipo de esa capacitación</translation>
    </message>
    <message>
        <source>New employee</source>
        <translation>Empleado nuevo</translation>
    </message>
</context>
<context>
    <name>NoticePhonesPage</name>
    <message>
        <source>Program manager and phone numbers</source>
        <translation>Administrador del programa y teléfonos</translation>
    </message>
    <message>
        <source>Whom the written confirmations go to, and whom to phone at once after a spill.</source>
        <translation>A quién se envían las confirmaciones por escrito y a quién llamar de inmediato después de un derrame.</translation>
    </message>
    <message>
        <source>Enter the city&apos;s phone number for spill notices.</source>
        <translation>Escriba el teléfono de la Ciudad para avisos de derrames.</translation>
    </message>
    <message>
        <source>Enter the health department&apos;s phone number.</source>
        <translation>Escriba el teléfono del Departamento de Salud.</translation>
    </message>
</context>
<context>
    <name>ProfilePage</name>
    <message>
        <source>Your restaurant</source>
        <translation>Su restaurante</translation>
    </message>
    <message>
        <source>Who you are, and the establishment whose records {app} keeps. The rules {app} applies are those of {city}&apos;s FOG ordinance ({code}): its letters and records packets cite it.</source>
        <translation>Quién es usted y el establecimiento cuyos registros lleva {app}. Las reglas que aplica {app} son las de la ordenanza de FOG de {city} ({code}): sus cartas y paquetes de registros la citan.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Usted</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Su nombre</translation>
    </message>
    <message>
        <source>Every record you enter or change is signed with this name in the audit trail.</source>
        <translation>Cada registro que usted anota o cambia se firma con este nombre en el registro de auditoría.</translation>
    </message>
    <message>
        <source>Records begin</source>
        <translation>Inicio de los registros</translation>
    </message>
    <message>
        <source>The day the records in {app} begin: what was due before it is kept on paper and not judged. Usually today.</source>
        <translation>El día en que empiezan los registros en {app}: lo que vencía antes se conserva en papel y no se evalúa. Normalmente, hoy.</translation>
    </message>
    <message>
        <source>Enter your name.</source>
        <translation>Escriba su nombre.</translation>
    </message>
    <message>
        <source>Enter the establishment&apos;s name.</source>
        <translation>Escriba el nombre del establecimiento.</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>To go on, restore a backup: the newest good one is chosen below. The database as it is now is kept: copied into the backups folder, or, when it is damaged, renamed beside it with the date and time. Changes made after the backup was made are not in it.</source>
        <translation>Para continuar, restaure una copia de seguridad: abajo está elegida la más reciente en buen estado. La base de datos tal como está ahora se conserva: se copia en la carpeta de copias de seguridad o, si está dañada, se le cambia el nombre en su misma carpeta con la fecha y la hora. Los cambios hechos después de la copia de seguridad no están en ella.</translation>
    </message>
    <message>
        <source>There is no backup in {folder}. Quit, and ask whoever supports your installation: the database file is kept as it is.</source>
        <translation>No hay ninguna copia de seguridad en {folder}. Salga y consulte a quien le da soporte a su instalación: el archivo de la base de datos se conserva tal como está.</translation>
    </message>
    <message>
        <source>This database is on a server: restore the server from its own backup (pg_dump), or ask whoever runs it.</source>
        <translation>Esta base de datos está en un servidor: restaure el servidor desde su propia copia de seguridad (pg_dump) o consulte a quien lo administra.</translation>
    </message>
    <message>
        <source>{app}: the records can&apos;t be opened</source>
        <translation>{app}: no se pueden abrir los registros</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Copias de seguridad</translation>
    </message>
    <message>
        <source>Restore the chosen backup</source>
        <translation>Restaurar la copia de seguridad elegida</translation>
    </message>
    <message>
        <source>Go on without restoring…</source>
        <translation>Continuar sin restaurar…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Go on without restoring</source>
        <translation>Continuar sin restaurar</translation>
    </message>
    <message>
        <source>The audit trail will say that you chose to go on with the database as it is.
Why? (for example: no backup holds the missing records)</source>
        <translation>El registro de auditoría indicará que usted eligió continuar con la base de datos tal como está.
¿Por qué? (por ejemplo: ninguna copia de seguridad tiene los registros que faltan)</translation>
    </message>
</context>
<context>
    <name>SetupWizard</name>
    <message>
        <source>Set up an establishment</source>
        <translation>Configurar un establecimiento</translation>
    </message>
</context>
</TS>
